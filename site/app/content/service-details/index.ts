import { findService, type Service } from '../services';
import { aiMlSolutions } from './ai-ml-solutions';
import { businessIntelligence } from './business-intelligence';
import { cloudTechnologies } from './cloud-technologies';
import { cyberSecurity } from './cyber-security';
import { gsi } from './gsi';
import { healthcare } from './healthcare';
import { oracle } from './oracle';
import { pmc } from './pmc';
import { sapSolutions } from './sap-solutions';
import { sasCdm } from './sas-cdm';
import type { ServiceDetail } from './types';
import { webDevelopment } from './web-development';
import { workforceManagement } from './workforce-management';

export type { ChallengeSolution, ServiceDetail } from './types';

/** Each service page's content (spec 2.17), by catalogue slug. Read by the loader only. */
export const serviceDetails: Record<string, ServiceDetail> = {
  'ai-ml-solutions': aiMlSolutions,
  'cyber-security': cyberSecurity,
  healthcare,
  'business-intelligence': businessIntelligence,
  'cloud-technologies': cloudTechnologies,
  'web-development': webDevelopment,
  oracle,
  'sap-solutions': sapSolutions,
  'sas-cdm': sasCdm,
  pmc,
  'workforce-management': workforceManagement,
  gsi,
};

/** Hero illustrations are 4:3 SVGs under `public/images/services/`. */
export const SERVICE_IMAGE = { width: 640, height: 480 } as const;

export interface ServicePageData extends Service, ServiceDetail {
  /** The page's canonical path, lower case. */
  path: string;
  image: { src: string; width: number; height: number; alt: string };
}

/** Everything one service page shows, whatever the slug's capitalisation; undefined if none. */
export function servicePageFor(slug: string | undefined): ServicePageData | undefined {
  const service = findService(slug);
  const detail = service && serviceDetails[service.slug];
  if (!service || !detail) return undefined;
  return {
    ...service,
    ...detail,
    path: `/services/${service.slug}`,
    image: { src: `/images/services/${service.slug}.svg`, ...SERVICE_IMAGE, alt: detail.imageAlt },
  };
}
