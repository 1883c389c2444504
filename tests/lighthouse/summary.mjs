// Reads the figures of a Lighthouse result, takes medians over runs, checks them against the
// budgets and prints them as a table.

/** The figures of one run. */
export function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptKB: bytes('script') / 1000,
    stylesheetKB: bytes('stylesheet') / 1000,
    totalKB: bytes('total') / 1000,
  };
}

/** Failed audits of the 100-point categories, so a broken budget says why. */
export function failedAudits(lhr) {
  const failed = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.push(`${id}: ${audit.id} (${audit.title})`);
      }
    }
  }
  return failed;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function medians(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** Each broken budget as a sentence; empty when the page meets them all. */
export function brokenBudgets(m, budgets) {
  const broken = [];
  const atLeast = (key, label) => {
    if (m[key] < budgets[key]) broken.push(`${label} ${m[key]} < ${budgets[key]}`);
  };
  atLeast('performance', 'performance');
  atLeast('accessibility', 'accessibility');
  atLeast('bestPractices', 'best practices');
  atLeast('seo', 'SEO');
  if (!(m.cls <= budgets.cls)) broken.push(`CLS ${m.cls.toFixed(4)} > ${budgets.cls}`);
  if (!(m.scriptKB <= budgets.scriptKB)) {
    broken.push(`JavaScript ${m.scriptKB.toFixed(1)} kB > ${budgets.scriptKB} kB`);
  }
  return broken;
}

export function table(rows) {
  const head = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JS',
    'CSS',
    'total',
    'host',
  ];
  const lines = rows.map(({ path, m, host }) => [
    path,
    m.performance,
    m.accessibility,
    m.bestPractices,
    m.seo,
    `${(m.fcpMs / 1000).toFixed(2)} s`,
    `${(m.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    `${m.scriptKB.toFixed(1)} kB`,
    `${m.stylesheetKB.toFixed(1)} kB`,
    `${m.totalKB.toFixed(1)} kB`,
    host ? `BI ${Math.round(host.benchmarkIndex)}, CPU ${host.cpuSlowdown}x` : '',
  ]);
  const all = [head, ...lines].map((cells) => cells.map(String));
  const widths = head.map((_, i) => Math.max(...all.map((cells) => cells[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [
    format(all[0]),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...all.slice(1).map(format),
  ].join('\n');
}
