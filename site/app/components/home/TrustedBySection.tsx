import { Marquee, MarqueeControl } from '@corvane/ui';
import { useState } from 'react';
import {
  LOGO_COPIES,
  LOGO_LOOP_SECONDS,
  type ClientLogo,
  type LogoShape,
} from '../../content/home/clients';

const shapes: Record<LogoShape, string> = {
  circle: 'M16 4a12 12 0 1 1 0 24 12 12 0 0 1 0-24z',
  ring: 'M16 4a12 12 0 1 1 0 24 12 12 0 0 1 0-24zm0 6a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
  square: 'M6 6h20v20H6z',
  diamond: 'M16 3l13 13-13 13L3 16z',
  triangle: 'M16 4l13 23H3z',
  hexagon: 'M16 3l11 6.5v13L16 29 5 22.5v-13z',
};

/** A client's mark: a shape drawn for this site in one of the accents, beside the name. */
function Logo({ logo }: { logo: ClientLogo }) {
  return (
    <span className="client-logo" data-hue={logo.hue}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <path d={shapes[logo.shape]} fillRule="evenodd" fill="currentColor" />
      </svg>
      <span>{logo.name}</span>
    </span>
  );
}

/**
 * Trusted By (spec 2.9): three rows of client marks, 7, 7 and 8, each repeated three times and
 * scrolling in alternating directions in a 10 s loop. One button, the package's motion control,
 * pauses all three: its name says what it does ("Pause logos", "Play logos"), and focus arriving
 * on it or in a row stops them. With reduced motion they stand still and every name stays
 * readable.
 */
export function TrustedBySection({ rows }: { rows: ClientLogo[][] }) {
  const [paused, setPaused] = useState(false);
  return (
    <section
      tabIndex={-1}
      id="trusted-by"
      className="home-section trusted"
      aria-labelledby="trusted-heading"
    >
      <div className="container trusted__head">
        <div>
          <p className="section-eyebrow">Clients</p>
          <h2 id="trusted-heading" className="section-heading">
            Trusted By
          </h2>
        </div>
        <MarqueeControl
          className="trusted__toggle"
          paused={paused}
          onPausedChange={setPaused}
          pauseLabel="Pause logos"
          playLabel="Play logos"
          showLabel
        />
      </div>
      <div className="trusted__rows">
        {rows.map((row, position) => (
          <Marquee
            key={position}
            label={`Clients, row ${position + 1}`}
            direction={position % 2 === 0 ? 'left' : 'right'}
            duration={LOGO_LOOP_SECONDS}
            copies={LOGO_COPIES}
            paused={paused}
            onPausedChange={setPaused}
            showControl={false}
          >
            {row.map((logo) => (
              <Logo key={logo.name} logo={logo} />
            ))}
          </Marquee>
        ))}
      </div>
    </section>
  );
}
