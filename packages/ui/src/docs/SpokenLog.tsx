// The "What a screen reader says" block of a component's docs page (decision 084): the logs in its
// `<Name>.spoken.json`, recorded from its stories by `npm run spoken-logs`, never written by hand.
import type { CSSProperties } from 'react';
import type { SpokenLogFile } from './spokenLog';

const phraseStyle: CSSProperties = {
  fontFamily: 'var(--cv-font-mono)',
  fontSize: 'var(--cv-text-sm)',
};

/** `polite: …` and `assertive: …` are live regions speaking; the rest is focus arriving. */
function Phrase({ text }: { text: string }) {
  const live = /^(polite|assertive): /.exec(text);
  if (!live) return <span style={phraseStyle}>{text}</span>;
  return (
    <>
      <span style={{ fontWeight: 'var(--cv-weight-semibold)' }}>Announced ({live[1]}):</span>{' '}
      <span style={phraseStyle}>{text.slice(live[0].length)}</span>
    </>
  );
}

export function SpokenLog({ log }: { log: SpokenLogFile }) {
  return (
    <>
      <p>
        What a virtual screen reader ({log.tool}) says while each story below runs, phrase by
        phrase: the element focus arrives on (role, name, value, description, state), and what a
        live region announces. It is recorded from the stories by <code>npm run spoken-logs</code>{' '}
        and checked by the story tests, so it is always what the component does now. NVDA, JAWS,
        VoiceOver and TalkBack say the same things in their own words and order, and may say more (a
        slide shown inside a live region, for example, which this tool does not announce).
      </p>
      {log.stories.map((story) => (
        <section key={story.id}>
          <h3>
            <a href={`./?path=/story/${story.id}`} target="_top">
              {story.name}
            </a>
          </h3>
          {story.phrases.length ? (
            <ol>
              {story.phrases.map((phrase, index) => (
                <li key={index}>
                  <Phrase text={phrase} />
                </li>
              ))}
            </ol>
          ) : (
            <p>Nothing: no focus moves and no live region speaks.</p>
          )}
        </section>
      ))}
    </>
  );
}
