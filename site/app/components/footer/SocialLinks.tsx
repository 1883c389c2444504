/** Corvane's three social accounts, with marks drawn for this site (spec 2.3). */
const socials = [
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/corvane',
    path: 'M6.5 9.5v8M6.5 6.5v.5M10.5 17.5v-8m0 3.5c0-2 1.3-3.5 3-3.5s3 1.3 3 3.5v4.5',
  },
  {
    name: 'X',
    href: 'https://x.com/corvane',
    path: 'M6 6l12 12M18 6 6 18',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@corvane',
    path: 'M10 9v6l5-3z',
  },
];

export function SocialLinks() {
  return (
    <ul className="social-links">
      {socials.map((social) => (
        <li key={social.name}>
          <a href={social.href} className="social-links__link" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <rect
                x="2.5"
                y="2.5"
                width="19"
                height="19"
                rx="5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
              <path
                d={social.path}
                fill={social.name === 'YouTube' ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="cv-visually-hidden">Corvane on {social.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
