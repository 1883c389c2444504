// A stand-in for a console's mail renderer, for the stories only: the package ships no Markdown.
// It knows the little a newsletter uses (headings, paragraphs, lists, bold, links) and builds
// React elements, never HTML strings.
import type { ReactNode } from 'react';

const INLINE = /\*\*(.+?)\*\*|\[(.+?)\]\((https?:\/\/[^\s)]+)\)/g;

function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    parts.push(text.slice(last, match.index));
    const [, bold, label, href] = match;
    parts.push(
      bold !== undefined ? (
        <strong key={match.index}>{bold}</strong>
      ) : (
        <a key={match.index} href={href}>
          {label}
        </a>
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** The Markdown as the newsletter mail shows it. */
export function renderNewsletter(markdown: string): ReactNode {
  return markdown
    .trim()
    .split(/\n{2,}/)
    .map((block, index) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('- '))) {
        return (
          <ul key={index}>
            {lines.map((line, item) => (
              <li key={item}>{inline(line.slice(2))}</li>
            ))}
          </ul>
        );
      }
      const heading = /^(#{1,3}) (.*)$/.exec(block);
      if (heading) {
        const Tag = `h${heading[1]!.length + 1}` as 'h2' | 'h3' | 'h4';
        return <Tag key={index}>{inline(heading[2]!)}</Tag>;
      }
      return <p key={index}>{inline(lines.join(' '))}</p>;
    });
}

/** How long the stories' mail server takes to answer. */
export const ROUND_TRIP_MS = 600;

/** The same, as a console gets it from its server: after a round trip. */
export const renderNewsletterOnServer = (markdown: string) =>
  new Promise<ReactNode>((resolve) =>
    setTimeout(() => resolve(renderNewsletter(markdown)), ROUND_TRIP_MS),
  );

export const newsletterIssue = `# Hiring in the cloud, June

This month **412 engineers** joined our bench, and three clients moved their platforms to managed Kubernetes with us.

## Roles we are filling now

- Senior QA Automation Engineer, Austin
- Cloud Platform Engineer, remote in the US
- Data Analyst, Toronto

Read the full list on [our careers page](https://corvane.example/careers).`;
