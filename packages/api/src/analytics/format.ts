import type { AnalyticsReport, FamilyVitals } from './report';

// The report as text for a terminal, or as JSON (`--json`) for other tools.

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const pad = (text: string | number, width: number) => String(text).padStart(width);
const cut = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);

function when(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

function vital(value: number | null, name: 'LCP' | 'INP' | 'CLS'): string {
  if (value === null) return '-';
  return name === 'CLS' ? value.toFixed(3) : `${value} ms`;
}

function elements(label: string, list: FamilyVitals['slowLcpElements']): string[] {
  if (list.length === 0) return [];
  return [`    ${label}: ${list.map((e) => `${e.element} (${e.count})`).join(', ')}`];
}

export function formatReportText(report: AnalyticsReport): string {
  const { totals } = report;
  const lines = [
    `Site analytics, ${when(report.since)} to ${when(report.until)} UTC`,
    `${count(totals.pageViews, 'page view')} by ${count(totals.visitors, 'visitor')}; ` +
      `${count(totals.vitals, 'vital')} measured`,
    '',
  ];
  if (totals.pageViews === 0 && totals.vitals === 0) {
    lines.push('Nothing was measured in this period (only visitors who accept cookies are).');
    return lines.join('\n');
  }

  lines.push(`${'Page'.padEnd(44)}${pad('views', 8)}${pad('visitors', 10)}`);
  for (const page of report.pages) {
    lines.push(`${cut(page.path, 44)}${pad(page.views, 8)}${pad(page.visitors, 10)}`);
  }
  lines.push('', `${'Referrer'.padEnd(44)}${pad('views', 8)}`);
  if (report.referrers.length === 0) lines.push('(none: every visit was direct or from our pages)');
  for (const referrer of report.referrers) {
    lines.push(`${cut(referrer.host, 44)}${pad(referrer.views, 8)}`);
  }

  lines.push(
    '',
    'Core Web Vitals, 75th percentile per page family (good: LCP ≤ 2500 ms, INP ≤ 200 ms, CLS ≤ 0.1)',
    `${'Family'.padEnd(28)}${pad('LCP', 10)}${pad('INP', 10)}${pad('CLS', 8)}${pad('loads', 8)}`,
  );
  for (const family of report.families) {
    lines.push(
      `${cut(family.family, 28)}${pad(vital(family.p75.LCP, 'LCP'), 10)}` +
        `${pad(vital(family.p75.INP, 'INP'), 10)}${pad(vital(family.p75.CLS, 'CLS'), 8)}` +
        `${pad(Math.max(family.samples.LCP, family.samples.FCP, family.samples.TTFB), 8)}`,
      ...elements('slow LCP', family.slowLcpElements),
      ...elements('slow INP', family.slowInpElements),
    );
  }
  return lines.join('\n');
}

export function formatReportJson(report: AnalyticsReport): string {
  return JSON.stringify(report, null, 2);
}
