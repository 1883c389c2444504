// What is checked in each engine (issue 49): every page of the sitemap, then five things a
// visitor does. Each check opens its own page, so none depends on another having run; selectors
// are the spec's texts and the accessible roles and names the engine itself computes.
import { outboxMails } from '../support/mailbox.mjs';
import {
  PHONE,
  expectNoErrors,
  findFieldShown,
  findShown,
  holdsFor,
  openPage,
  shownAnd,
  waitFor,
} from './engine.mjs';
import {
  attribute,
  hasFocus,
  holdsFocus,
  scrollToMiddle,
  selectedSlide,
  showsText,
} from './inPage.mjs';

/** Spec section 8: what the contact form says once the message is sent. */
const CONTACT_SENT = "Your message has been sent successfully. We'll respond soon!";

/** Spec section 9: the hero moves on every 6000 ms. */
const HERO_INTERVAL_MS = 6000;

/**
 * @typedef {{ origin: string, dataDir: string }} Site where the engine opens the site (the
 *   server, or the collector proxy in front of it) and the server's data folder (its outbox)
 * @typedef {{ name: string, run: (engine: import('./engine.mjs').Engine, site: Site) => Promise<void> }} Check
 */

/** Every path the sitemap lists, in its order: every prerendered page. */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

/**
 * A page of the sitemap loads as itself (its canonical address is the sitemap's: not the
 * not-found page), shows a heading, hydrates, and no script error happened on the way.
 * @returns {Check}
 */
export function routeCheck(path) {
  return {
    name: `${path} loads, hydrates and reports no script error`,
    async run(engine, site) {
      const state = await openPage(engine, site.origin, path);
      const canonical = state.canonical && new URL(state.canonical).pathname;
      if (canonical !== path)
        throw new Error(`it showed ${canonical ?? 'a page without a canonical address'} instead`);
      if (!state.heading) throw new Error('it has no heading (h1)');
      await expectNoErrors(engine);
    },
  };
}

/** @type {Check} */
const phoneMenu = {
  name: "the header's phone menu opens and Escape closes it",
  async run(engine, site) {
    await openPage(engine, site.origin, '/privacy', PHONE);
    const button = await findShown(engine, 'button', 'Menu');
    await engine.click(button);
    await findShown(engine, 'navigation', 'Main (phone)');
    await waitFor(
      () => engine.run(attribute, button, 'aria-expanded'),
      (expanded) => expanded === 'true',
      { what: 'the Menu button did not say it is expanded' },
    );
    await engine.press('Escape');
    await waitFor(
      () => engine.find('navigation', 'Main (phone)'),
      (menu) => menu === undefined,
      { what: 'Escape left the phone menu open' },
    );
    await waitFor(
      () => engine.run(attribute, button, 'aria-expanded'),
      (expanded) => expanded === 'false',
      { what: 'the Menu button still says it is expanded' },
    );
    await waitFor(
      () => engine.run(hasFocus, button),
      (focused) => focused,
      { what: 'focus did not return to the Menu button' },
    );
    await expectNoErrors(engine);
  },
};

/** @type {Check} */
const heroRotation = {
  name: 'the hero rotates and its pause control stops it',
  async run(engine, site) {
    await openPage(engine, site.origin, '/');
    const hero = await findShown(engine, 'region', 'What we do');
    // The carousel rotates only while it is in view (the cookie banner can push it below the
    // fold) and the pointer is not on it: the visitor looks at it, the pointer off to a corner.
    await engine.run(scrollToMiddle, hero);
    await engine.pointTo(1, 1);
    const first = await engine.run(selectedSlide, hero);
    await waitFor(
      () => engine.run(selectedSlide, hero),
      (now) => now !== first,
      { what: `the hero stayed on slide ${first + 1}`, timeoutMs: HERO_INTERVAL_MS * 2.5 },
    );
    await engine.click(await findShown(engine, 'button', 'Pause slide rotation', { within: hero }));
    await findShown(engine, 'button', 'Play slide rotation', { within: hero });
    const held = await engine.run(selectedSlide, hero);
    // Stopped: it stays through a whole interval and a second more.
    await holdsFor(
      () => engine.run(selectedSlide, hero),
      (now) => now === held,
      HERO_INTERVAL_MS + 1000,
      `after Pause the hero still moved on from slide ${held + 1}`,
    );
    await expectNoErrors(engine);
  },
};

/** @type {Check} */
const jobDetails = {
  name: "a job's details dialog opens, Escape closes it and focus returns to the button",
  async run(engine, site) {
    const { jobs } = await (await fetch(`${site.origin}/api/jobs/list`)).json();
    const title = jobs[0].title;
    await openPage(engine, site.origin, '/careers');
    // The list arrives from the API after the page has hydrated.
    const details = await findShown(engine, 'button', `Details for ${title}`, {
      timeoutMs: 20_000,
    });
    await engine.click(details);
    await findShown(engine, 'dialog', title);
    // Open for the keyboard once focus has moved into it (the dialog's code arrives on demand,
    // and it listens for Escape from the same moment).
    await waitFor(
      () => shownAnd(engine, 'dialog', title, holdsFocus),
      (inside) => inside,
      { what: 'focus did not move into the details dialog' },
    );
    await engine.press('Escape');
    await waitFor(
      () => engine.find('dialog', title),
      (dialog) => dialog === undefined,
      { what: 'Escape left the details dialog open' },
    );
    await waitFor(
      () => shownAnd(engine, 'button', `Details for ${title}`, hasFocus),
      (focused) => focused,
      { what: `focus did not return to "Details for ${title}"` },
    );
    await expectNoErrors(engine);
  },
};

/** @type {Check} */
const wrongSignIn = {
  name: "a wrong sign-in shows the server's message",
  async run(engine, site) {
    const account = {
      email: `nobody-${engine.name}-${Date.now()}@example.com`,
      password: 'Corvane#2025',
    };
    // What the server says to an account it does not know, asked first for another address.
    const asked = await fetch(`${site.origin}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, email: `other-${account.email}` }),
    });
    const { msg } = await asked.json();
    if (asked.status !== 401 || !msg)
      throw new Error(
        `the server answered ${asked.status} ${JSON.stringify(msg)} to an unknown account`,
      );
    await openPage(engine, site.origin, '/loginsignup');
    await engine.type(await findFieldShown(engine, 'Email'), account.email);
    await engine.type(await findFieldShown(engine, 'Password'), account.password);
    await engine.click(await findShown(engine, 'button', 'Sign In'));
    await waitFor(
      () => engine.run(showsText, msg),
      (shown) => shown,
      { what: `the page did not show the server's message "${msg}"` },
    );
    await expectNoErrors(engine);
  },
};

/** @type {Check} */
const contactForm = {
  name: 'the contact form sends and the mail arrives',
  async run(engine, site) {
    const subject = `Engines check ${engine.name} ${Date.now()}`;
    await openPage(engine, site.origin, '/#contact');
    const form = await findShown(engine, 'form', 'Contact Us');
    for (const [label, text] of [
      ['Name', 'Grace Hopper'],
      ['Email', 'grace@example.com'],
      ['Subject', subject],
      ['Message', 'We need two QA engineers from March.'],
    ])
      await engine.type(await findFieldShown(engine, label, { within: form }), text);
    await engine.click(await findShown(engine, 'button', 'Send Message', { within: form }));
    await waitFor(
      () => engine.run(showsText, CONTACT_SENT, form),
      (shown) => shown,
      { what: `the form did not say "${CONTACT_SENT}"` },
    );
    // The server writes the mail to its outbox folder (no SMTP_URL) a moment after it answers.
    await waitFor(
      async () =>
        outboxMails(site.dataDir).some((mail) =>
          mail.includes(`Subject: Website message: ${subject}\r\n`),
        ),
      (arrived) => arrived,
      { what: `no mail "Website message: ${subject}" arrived in the outbox`, timeoutMs: 20_000 },
    );
    await expectNoErrors(engine);
  },
};

/** Every check for one engine: the sitemap's pages, then the five journeys. */
export function engineChecks(paths) {
  return [...paths.map(routeCheck), phoneMenu, heroRotation, jobDetails, wrongSignIn, contactForm];
}
