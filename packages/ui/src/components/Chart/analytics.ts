// The website's analytics for November 2026, as the staff console's marketing page gets them:
// the stories' data (never exported by the package). Weekdays busier than weekends, a dip over
// Thanksgiving, and the newsletter of Wednesday 18 November sending readers through more pages.

export interface DailyTraffic {
  /** The day, at midnight UTC. */
  date: Date;
  pageViews: number;
  visitors: number;
}

// [day of November, page views, visitors]
const november: Array<[number, number, number]> = [
  [1, 1204, 512],
  [2, 1391, 598],
  [3, 1437, 611],
  [4, 1462, 624],
  [5, 1418, 603],
  [6, 1296, 559],
  [7, 1012, 441],
  [8, 1067, 463],
  [9, 1425, 617],
  [10, 1489, 633],
  [11, 1503, 641],
  [12, 1476, 628],
  [13, 1338, 577],
  [14, 1049, 452],
  [15, 1098, 470],
  [16, 1457, 622],
  [17, 1521, 649],
  [18, 1802, 640],
  [19, 1588, 662],
  [20, 1402, 601],
  [21, 1103, 478],
  [22, 1156, 496],
  [23, 1512, 648],
  [24, 1547, 659],
  [25, 1534, 655],
  [26, 1219, 529],
  [27, 1187, 514],
  [28, 1034, 447],
  [29, 1122, 481],
  [30, 1530, 652],
];

export const dailyTraffic: DailyTraffic[] = november.map(([day, pageViews, visitors]) => ({
  date: new Date(Date.UTC(2026, 10, day)),
  pageViews,
  visitors,
}));

export interface PageViews {
  page: string;
  views: number;
}

/** The most viewed pages of the same 30 days, most first. */
export const topPages: PageViews[] = [
  { page: '/', views: 12480 },
  { page: '/careers', views: 6215 },
  { page: '/services/ai-ml-solutions', views: 3942 },
  { page: '/services/cloud-technologies', views: 2871 },
  { page: '/services/qa-services', views: 2304 },
  { page: '/products/online-learning-platform', views: 1876 },
  { page: '/ai-innovation-hub', views: 1433 },
  { page: '/loginsignup', views: 1190 },
];

export interface WebVitals {
  /** The week's first day, at midnight UTC. */
  week: Date;
  /** The 75th percentile of each metric over the week's page views, in milliseconds. */
  largestContentfulPaint: number;
  firstContentfulPaint: number;
  timeToFirstByte: number;
}

// [day of the week's Monday (2026), LCP, FCP, TTFB]
const weeks: Array<[number, number, number, number, number]> = [
  [8, 31, 2410, 1380, 420],
  [9, 7, 2380, 1350, 410],
  [9, 14, 2520, 1420, 455],
  [9, 21, 2290, 1310, 398],
  [9, 28, 2160, 1240, 372],
  [10, 5, 2040, 1190, 361],
  [10, 12, 1980, 1150, 349],
  [10, 19, 2010, 1170, 355],
  [10, 26, 1890, 1090, 331],
  [11, 2, 1820, 1060, 322],
  [11, 9, 1790, 1040, 318],
  [11, 16, 1850, 1080, 327],
];

/** Core Web Vitals per week, from the end of August to mid-November (months from 1). */
export const weeklyVitals: WebVitals[] = weeks.map(([month, day, lcp, fcp, ttfb]) => ({
  week: new Date(Date.UTC(2026, month - 1, day)),
  largestContentfulPaint: lcp,
  firstContentfulPaint: fcp,
  timeToFirstByte: ttfb,
}));
