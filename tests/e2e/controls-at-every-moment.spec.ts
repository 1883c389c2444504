import { expect, test } from './support/test';
import { routes } from './support/routes';
import { collectErrors, waitForHydration, watchNavigations } from './support/page';
import { DESKTOP, PHONE } from '../support/viewports.mjs';
import { discoverControls, leanCut, type Region } from './support/controls';
import { activate, MOMENTS, noteTheMomentOfEachPress, type Moment } from './support/moments';
import {
  expectButtonDid,
  expectLinkFollowed,
  expectNamesItsAddress,
  Wholes,
  type Outcome,
} from './support/outcomes';

/**
 * Issue 18: the links and buttons of every route, activated before hydration, while hydrating
 * and after, at 375 px (tapped) and 1280 px (by keyboard): each does what its name says, no
 * section of the page empties, and nothing is logged as an error. Scrolling is instant (reduced
 * motion), as the spec asks under that setting.
 *
 * `npm test` runs a lean cut of the whole matrix (`CONTROLS_MATRIX=full` runs all of it, many
 * times longer), every moment each time: one control of each kind (`leanCut` in
 * support/controls.ts, none a region before it on the page pressed) of every region of the home
 * page by keyboard at 1280 px, and of its phone menu and content tapped at 375 px, where server
 * HTML was once thrown away; of the own content of one page of each family (and the newsletter
 * link pages) at 1280 px; and on `/careers`, of the header and footer as reached from another
 * page at 1280 px and the phone menu at 375 px. The full run adds every control of each kind,
 * every route, and the whole frame on one page of each family, at both widths: repetitions of
 * what the lean run covers (the other pages of a family are made of the same parts), not new
 * kinds of control. In either, the phone menu's Menu button meets each moment once (its links are
 * pressed on the hydrated page).
 */
const FULL = process.env.CONTROLS_MATRIX === 'full';

/** One page of each family (as in the Lighthouse config). */
const FAMILY_PAGES = new Set([
  '/',
  '/careers',
  '/loginsignup',
  '/profile',
  '/products/robotics-research-kit',
  '/services/cloud-technologies',
  '/services/qa-services',
  '/ai-innovation-hub',
  '/privacy',
  '/cookies',
]);
const FRAME: Region[] = ['cookie banner', 'skip link', 'header', 'phone menu', 'footer'];

/** The regions whose controls are activated on `path` at this width. */
function regionsFor(path: string, keyboard: boolean): Region[] {
  // The phone menu shows only on narrow screens; the skip link only to the keyboard.
  const elsewhere: Region = keyboard ? 'phone menu' : 'skip link';
  return regionsAtAnyWidth(path, keyboard).filter((region) => region !== elsewhere);
}

function regionsAtAnyWidth(path: string, keyboard: boolean): Region[] {
  if (FULL)
    return path === '/' || FAMILY_PAGES.has(path)
      ? [...FRAME, 'main']
      : ['header', 'phone menu', 'main'];
  // Lean. Tapped at 375 px: the phone menu and the home page's own content; the banner, header and
  // footer are the markup the keyboard presses at 1280 px (a tap and Enter reach a control as the
  // same click). From another page: the header and footer; its cookie banner and skip link are
  // the home page's markup, pressed there.
  if (path === '/') return keyboard ? [...FRAME, 'main'] : ['phone menu', 'main'];
  if (path === '/careers') return keyboard ? ['header', 'footer', 'main'] : ['phone menu'];
  if (!keyboard) return [];
  // The other pages of a family are built from the same parts as the one measured.
  return FAMILY_PAGES.has(path) || path.startsWith('/newsletter/') ? ['main'] : [];
}

const WIDTHS = [
  { label: '375 px, tapped', viewport: PHONE, keyboard: false },
  { label: '1280 px, by keyboard', viewport: DESKTOP, keyboard: true },
];

test.use({ reducedMotion: 'reduce' });

for (const { label, viewport, keyboard } of WIDTHS) {
  test.describe(`every control at every moment, ${label}`, () => {
    test.use({ viewport });
    for (const { path } of routes) {
      const regions = regionsFor(path, keyboard);
      // One test a region, so the workers share a page's controls.
      for (const region of regions)
        test(`${path} ${region}`, async ({ page, context }) => {
          // /profile asks the server even without a token (spec section 6): the 401 is expected.
          const errors = collectErrors(page, (message) =>
            message.location().url.endsWith('/api/user/profile'),
          );
          watchNavigations(context);
          await noteTheMomentOfEachPress(context);

          await page.goto(path);
          await waitForHydration(page);
          const found = await discoverControls(page);
          const inRegion = found.filter((control) => control.region === region);
          const controls = FULL
            ? inRegion
            : leanCut(
                path,
                region,
                inRegion,
                // The regions this test pressed before this one on the page (the header before the footer).
                found.filter(
                  (control) =>
                    regions.includes(control.region) &&
                    regions.indexOf(control.region) < regions.indexOf(region),
                ),
              );
          // A page may have nothing to press in a region (the newsletter link pages' content).
          test.setTimeout(controls.length * MOMENTS.length * 15_000 + 30_000);
          const wholes = new Wholes(page);

          const tally: Record<string, number> = {};
          // In the phone menu what meets the moment is its Menu button (see `activate`): a link
          // in it is pressed once the page has hydrated and opened the menu. The button meets
          // each moment once, with the first link; the others are pressed after hydration.
          let menuMetEveryMoment = false;
          for (const control of controls) {
            if (control.href && /^(mailto|tel):/.test(control.href)) {
              // Pressing one hands the address to the visitor's mail or phone app, which a test
              // browser has not got: it must at least name what it opens.
              expectNamesItsAddress(control);
              tally.addresses = (tally.addresses ?? 0) + 1;
              continue;
            }
            // The hydrated outcome of a button, which the other moments must reach too.
            let expected: Outcome | undefined;
            // What the button says on the hydrated page, before any press.
            let hydratedAs = '';
            const moments: Moment[] =
              control.region === 'phone menu' && menuMetEveryMoment
                ? ['after']
                : ['after', 'before', 'hydrating'];
            if (control.region === 'phone menu') menuMetEveryMoment = true;
            for (const moment of moments) {
              const what = `${control.region} ${control.role} "${control.name}" ${moment}`;
              errors.length = 0;
              const { landed, untouched, pressedAs } = await activate(
                page,
                path,
                control,
                moment,
                keyboard,
              );
              tally[`${moment}:${landed}`] = (tally[`${moment}:${landed}`] ?? 0) + 1;
              if (untouched) hydratedAs = untouched.own;
              if (landed === 'not in the server HTML') continue;
              if (control.role === 'link' && control.href) {
                await expectLinkFollowed(page, control, wholes, what);
              } else {
                expected = await expectButtonDid(
                  page,
                  control,
                  path,
                  wholes,
                  what,
                  untouched !== undefined
                    ? { before: untouched }
                    : {
                        after: expected!,
                        pressedAs,
                        // Hydration itself changed what it says (a rotation the server showed as
                        // running, stopped for reduced motion): pressed in between, either
                        // meaning holds.
                        eitherWay: moment === 'hydrating' && pressedAs !== hydratedAs,
                      },
                );
              }
              expect(errors, `${what}: console errors`).toEqual([]);
            }
          }
          test.info().annotations.push({
            type: 'controls',
            description: `${controls.length} controls; moments at the press: ${JSON.stringify(tally)}`,
          });
        });
    }
  });
}
