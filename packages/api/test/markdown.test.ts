import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/mails/markdown';

const SITE = 'https://www.corvane.test';

describe('a newsletter in Markdown, as mail', () => {
  it('takes the first "# Heading" as the subject, as plain text', () => {
    const { title } = renderMarkdown('Intro\n\n# News & *views* &copy; 2025\n\n# Second', SITE);
    expect(title).toBe('News & views © 2025');
    expect(renderMarkdown('## Only a subheading', SITE).title).toBeUndefined();
  });

  it('shows raw HTML as text, and never links to anything but the web, mail or a phone', () => {
    const { html, text } = renderMarkdown(
      [
        '<img src=x onerror="alert(1)"> <b>bold?</b>',
        '',
        '[run](javascript:alert(1)) [data](data:text/html,x) [jobs](/careers) [mail](mailto:a@b.test) <https://corvane.test/x?a=1&b="2">',
        '',
        '![logo](javascript:x) ![chart](https://cdn.corvane.test/c.png "Q3")',
      ].join('\n'),
      SITE,
    );
    expect(html).not.toMatch(/<img src=x|<b>|javascript:|data:text/);
    expect(html).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &lt;b&gt;bold?&lt;/b&gt;',
    );
    expect(html).toContain('run data <a href="https://www.corvane.test/careers"');
    expect(html).toContain('<a href="mailto:a@b.test"');
    expect(html).toContain('href="https://corvane.test/x?a=1&amp;b=%222%22"');
    expect(html).toContain('logo <img src="https://cdn.corvane.test/c.png" alt="chart"');
    expect(text).toContain('<img src=x onerror="alert(1)"> <b>bold?</b>');
    expect(text).toContain(
      'run data jobs (https://www.corvane.test/careers) mail (mailto:a@b.test)',
    );
    expect(text).toContain('logo [chart: https://cdn.corvane.test/c.png]');
  });

  it("puts every style inline (mail clients drop stylesheets), in the site's colours", () => {
    const { html } = renderMarkdown(
      '# Title\n\nText with [a link](https://x.test).\n\n> Quote',
      SITE,
    );
    expect(html).not.toMatch(/<(style|link|script)\b|class=/);
    expect(html).toMatch(/<h1 style="[^"]*font:700 26px/);
    expect(html).toContain('style="color:#223dba;text-decoration:underline;"');
    expect(html).toMatch(/<blockquote style="[^"]*border-left:4px solid #223dba/);
  });

  it('writes the plain text a reader can follow: headings, lists, quotes, code, tables', () => {
    const { text } = renderMarkdown(
      [
        '# Title',
        '',
        '## Roles',
        '',
        '- Java\n- SAP\n  1. FI\n  2. CO',
        '',
        '3. three\n4. four',
        '',
        '> Said\n> twice',
        '',
        '```\nnpm start\n```',
        '',
        '| Office | Since |\n|---|---|\n| UK | 2008 |',
        '',
        'Line  \nbreak &amp; `a<b`',
      ].join('\n'),
      SITE,
    );
    expect(text).toBe(
      [
        'Title',
        '=====',
        '',
        'Roles',
        '-----',
        '',
        '- Java',
        '- SAP',
        '  1. FI',
        '  2. CO',
        '',
        '3. three',
        '4. four',
        '',
        '> Said',
        '> twice',
        '',
        '    npm start',
        '',
        'Office | Since',
        'UK | 2008',
        '',
        'Line',
        'break & a<b',
        '',
      ].join('\n'),
    );
  });
});
