import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@corvane/ui';
import {
  Bot,
  Cpu,
  GraduationCap,
  HeartPulse,
  Plane,
  Radar,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { PRODUCT_FACTS, PRODUCT_TAGS } from '../../content/home/productFacts';

export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  category: string;
  description: string;
}

const icons: Record<string, LucideIcon> = {
  'online-learning-platform': GraduationCap,
  'smart-health-monitor': HeartPulse,
  'precision-farming-drone': Plane,
  'ai-chatbot-assistant': Bot,
  'cloud-security-suite': ShieldCheck,
  'cyber-threat-analyzer': Radar,
  'robotics-research-kit': Cpu,
};

/**
 * Products (spec 2.8): the catalogue of seven, the first selected; choosing one (tabs: arrows,
 * Home, End) shows it in the featured panel and brings the section into view.
 */
export function ProductsSection({ products }: { products: ProductSummary[] }) {
  const sectionRef = useRef<HTMLElement>(null);

  const bringIntoView = () => {
    const section = sectionRef.current;
    if (!section) return;
    const headerHeight =
      document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
    if (Math.abs(section.getBoundingClientRect().top - headerHeight) < 2) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  };

  return (
    <section
      tabIndex={-1}
      ref={sectionRef}
      id="products"
      className="home-section home-section--subtle"
      aria-labelledby="products-heading"
    >
      <div className="container">
        <p className="section-eyebrow">Products</p>
        <h2 id="products-heading" className="section-heading">
          Our Products
        </h2>
        <p className="section-intro">
          Seven products we build and support, from learning platforms to research robotics.
        </p>
        <Tabs
          className="showcase"
          orientation="vertical"
          defaultValue={String(products[0]?.id ?? 1)}
          onValueChange={bringIntoView}
        >
          <TabsList className="showcase__list" aria-label="Product catalogue">
            {products.map((product) => {
              const Icon = icons[product.slug] ?? Cpu;
              return (
                <TabsTrigger key={product.id} value={String(product.id)} className="showcase__item">
                  <Icon aria-hidden="true" size={20} />
                  <span>{product.name}</span>
                </TabsTrigger>
              );
            })}
          </TabsList>
          {products.map((product) => {
            const Icon = icons[product.slug] ?? Cpu;
            return (
              <TabsContent key={product.id} value={String(product.id)} className="featured">
                <div className="featured__art" aria-hidden="true">
                  <Icon size={72} strokeWidth={1.25} />
                </div>
                <p className="featured__category">{product.category}</p>
                <h3 className="featured__name">{product.name}</h3>
                <p className="featured__description">{product.description}</p>
                <dl className="featured__facts">
                  {PRODUCT_FACTS.map((fact) => (
                    <div key={fact.term}>
                      <dt>{fact.term}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
                <ul className="featured__tags" aria-label="Features">
                  {PRODUCT_TAGS.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
                <Button asChild>
                  <Link to={`/products/${product.slug}`}>Explore Product</Link>
                </Button>
              </TabsContent>
            );
          })}
        </Tabs>
      </div>
    </section>
  );
}
