// The screen sizes every runner looks at a page or a story with: the phone and the desktop of the
// spec (375 and 1280 px wide), and a tablet between them. Storybook's viewport menu
// (.storybook/preview.tsx), the visual tests, Playwright's desktop project and the end-to-end
// specs all read them from here.

export const PHONE = { width: 375, height: 740 };
export const TABLET = { width: 768, height: 1024 };
export const DESKTOP = { width: 1280, height: 800 };
