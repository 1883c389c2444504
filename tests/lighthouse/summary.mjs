// Reads the figures of a Lighthouse result, takes medians over runs, checks them against the
// budgets and prints them as a table.

/** The figures of one run. */
export function figures(lhr) {
  // A category the run did not measure (observed runs measure performance only), or could not
  // score (no TTI in a trace without 5 quiet seconds, so no TBT), is null.
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
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
    lcpElement: lcpElement(lhr),
    hostMainThreadMs: hostMainThreadMs(lhr),
  };
}

/**
 * The main-thread time the load took on the host itself, before any slowdown: what a simulated
 * run multiplies by its CPU slowdown. It says whether a page scored lower because it does more
 * or because the host did the same work slower than its BenchmarkIndex promised (decision 015).
 * Null for an observed run, whose tasks ran already slowed.
 */
function hostMainThreadMs(lhr) {
  const { throttlingMethod, throttling } = lhr.configSettings ?? {};
  const total = lhr.audits['mainthread-work-breakdown']?.numericValue;
  if (throttlingMethod !== 'simulate' || typeof total !== 'number') return null;
  return total / (throttling?.cpuSlowdownMultiplier || 1);
}

/**
 * What painted the largest contentful paint: the element's selector (its last step, and the
 * nearest step with an id, React's generated prefix dropped), and its text where Lighthouse read
 * one (an element hidden by then has none).
 */
function lcpElement(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node;
  if (!node?.selector) return '';
  const steps = node.selector.split(' > ');
  const last = steps.at(-1);
  const withId = steps.slice(0, -1).findLast((step) => step.includes('#'));
  const where = withId ? ` in ${withId.replace(/#_R_\w*?_-/, '#')}` : '';
  const label = node.nodeLabel && node.nodeLabel !== node.selector ? node.nodeLabel : '';
  const text = label ? ` "${label.replace(/\s+/g, ' ').slice(0, 30)}"` : '';
  return `${last}${where}${text}`;
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

/** Each figure's median over the runs; text (the LCP element) is the median-LCP run's. */
export function medians(runs) {
  const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  const middle = byLcp[Math.floor((byLcp.length - 1) / 2)];
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(
    keys.map((key) => {
      const values = runs.map((run) => run[key]);
      if (values.some((value) => typeof value !== 'number')) return [key, middle[key]];
      return [key, median(values)];
    }),
  );
}

/** Each broken budget as a sentence; empty when the page meets them all. Only the budgets
 * given are checked (observed runs have an LCP budget only). */
export function brokenBudgets(m, budgets) {
  const broken = [];
  const has = (key) => budgets[key] !== undefined;
  const atLeast = (key, label) => {
    if (has(key) && !(m[key] >= budgets[key])) broken.push(`${label} ${m[key]} < ${budgets[key]}`);
  };
  atLeast('performance', 'performance');
  atLeast('accessibility', 'accessibility');
  atLeast('bestPractices', 'best practices');
  atLeast('seo', 'SEO');
  if (has('cls') && !(m.cls <= budgets.cls))
    broken.push(`CLS ${m.cls.toFixed(4)} > ${budgets.cls}`);
  if (has('scriptKB') && !(m.scriptKB <= budgets.scriptKB)) {
    broken.push(`JavaScript ${m.scriptKB.toFixed(1)} kB > ${budgets.scriptKB} kB`);
  }
  if (has('lcpMs') && !(m.lcpMs <= budgets.lcpMs)) {
    broken.push(`LCP ${(m.lcpMs / 1000).toFixed(2)} s > ${budgets.lcpMs / 1000} s`);
  }
  return broken;
}

export function table(rows) {
  const head = [
    'page',
    'throttling',
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
    'host main thread',
    'LCP element',
  ];
  const orDash = (value) => value ?? '-';
  const lines = rows.map(({ path, mode, width, m, host }) => [
    path,
    `${mode} ${width} px`,
    orDash(m.performance),
    orDash(m.accessibility),
    orDash(m.bestPractices),
    orDash(m.seo),
    `${(m.fcpMs / 1000).toFixed(2)} s`,
    `${(m.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    `${m.scriptKB.toFixed(1)} kB`,
    `${m.stylesheetKB.toFixed(1)} kB`,
    `${m.totalKB.toFixed(1)} kB`,
    host ? `BI ${Math.round(host.benchmarkIndex)}, CPU ${host.cpuSlowdown}x` : '',
    typeof m.hostMainThreadMs === 'number' ? `${Math.round(m.hostMainThreadMs)} ms` : '-',
    m.lcpElement,
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
