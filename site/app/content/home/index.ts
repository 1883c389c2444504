import { offices, locationOrder } from '../offices';
import { products } from '../products';
import { services } from '../services';
import { aboutPanels } from './about';
import { clientRows } from './clients';
import { heroSlides } from './hero';
import { processIntro, processSteps } from './process';
import { approachCards, challengeCards, hseIntro, hseItems, staffingIntro } from './staffing';

/**
 * Everything the home page shows, as plain data. The home route's loader returns it at build
 * time, so it is rendered into the page and never shipped as JavaScript (decision 009).
 */
export function homeContent() {
  // Each section's props as one object, spread into the section by the home route.
  return {
    hero: heroSlides,
    process: { ...processIntro, steps: processSteps },
    about: { content: aboutPanels },
    services: {
      services: services.map(({ slug, url, title, category, description }) => ({
        slug,
        url,
        title,
        category,
        description,
      })),
    },
    staffing: {
      intro: staffingIntro,
      approaches: approachCards,
      challenges: challengeCards,
      hse: { ...hseIntro, items: hseItems },
    },
    products: {
      products: products.map(({ id, slug, name, category, description }) => ({
        id,
        slug,
        name,
        category,
        description,
      })),
    },
    trustedBy: { rows: clientRows },
    contact: {
      locations: locationOrder.map((id) => offices.find((office) => office.id === id)!),
    },
  };
}

export type HomeContent = ReturnType<typeof homeContent>;
