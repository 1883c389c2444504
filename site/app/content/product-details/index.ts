import { findProduct, type Product } from '../products';
import { aiChatbotAssistant } from './ai-chatbot-assistant';
import { cloudSecuritySuite } from './cloud-security-suite';
import { cyberThreatAnalyzer } from './cyber-threat-analyzer';
import { onlineLearningPlatform } from './online-learning-platform';
import { precisionFarmingDrone } from './precision-farming-drone';
import { roboticsResearchKit } from './robotics-research-kit';
import { smartHealthMonitor } from './smart-health-monitor';
import type { ProductDetail } from './types';

export type { Highlight, ProductDetail, TitledText } from './types';

/** Each product's page content, by catalogue slug. Read by the product route's loader only. */
export const productDetails: Record<string, ProductDetail> = {
  'online-learning-platform': onlineLearningPlatform,
  'smart-health-monitor': smartHealthMonitor,
  'precision-farming-drone': precisionFarmingDrone,
  'ai-chatbot-assistant': aiChatbotAssistant,
  'cloud-security-suite': cloudSecuritySuite,
  'cyber-threat-analyzer': cyberThreatAnalyzer,
  'robotics-research-kit': roboticsResearchKit,
};

/** Illustrations are 4:3 SVGs under `public/images/products/`. */
export const PRODUCT_IMAGE = { width: 640, height: 480 } as const;

export interface ProductPageData extends Product, ProductDetail {
  /** The page's canonical path, lower case. */
  path: string;
  image: { src: string; width: number; height: number; alt: string };
}

/** Everything one product page shows, whatever the slug's capitalisation; undefined if none. */
export function productPageFor(slug: string | undefined): ProductPageData | undefined {
  const product = findProduct(slug);
  const detail = product && productDetails[product.slug];
  if (!product || !detail) return undefined;
  return {
    ...product,
    ...detail,
    path: `/products/${product.slug}`,
    image: { src: `/images/products/${product.slug}.svg`, ...PRODUCT_IMAGE, alt: detail.imageAlt },
  };
}
