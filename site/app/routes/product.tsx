import { data } from 'react-router';
import type { Route } from './+types/product';
import {
  CardGrid,
  ContactBand,
  DetailHero,
  DetailSection,
  HighlightTiles,
  NotFoundBoundary,
  SpriteIcon,
} from '../components/ContentPage';
import { SpecTable } from '../components/product/SpecTable';
import { productPageFor } from '../content/product-details';
import { pageMeta } from '../meta';
import { breadcrumbJsonLd } from '../structured-data';
import productStyles from '../styles/pages/product.css?url';

// Runs at build time for each product's path: the page's words and head tags reach the browser
// in its HTML and .data file, never in this route's JavaScript. An unknown slug has no
// prerendered data, so the server answers 404 and the error boundary shows the not-found page.
export const loader = ({ params }: Route.LoaderArgs) => {
  const product = productPageFor(params.slug);
  if (!product) throw data(null, { status: 404 });
  const head = pageMeta({
    title: product.name,
    description: product.description,
    path: product.path,
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Products', path: '/#products' },
        { name: product.name, path: product.path },
      ]),
    ],
  });
  return { ...product, head };
};

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: productStyles, precedence: 'page' },
];

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** One page for the seven products (spec 2.16). */
export default function ProductPage({ loaderData: product }: Route.ComponentProps) {
  return (
    <>
      <DetailHero
        back={{ to: '/#products', label: 'Back to Products' }}
        label={product.category}
        heading={product.name}
        intro={product.description}
        image={product.image}
      />
      <div className="detail-highlights">
        <div className="container">
          <HighlightTiles items={product.highlights} label={`${product.name} at a glance`} />
        </div>
      </div>
      <DetailSection id="features" heading="Key Features">
        <ul className="feature-list">
          {product.features.map((feature) => (
            <li key={feature.title} className="feature-list__item">
              <SpriteIcon name="circle-check" size={22} className="feature-list__icon" />
              <div>
                <h3 className="feature-list__title">{feature.title}</h3>
                <p className="feature-list__text">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailSection id="specifications" heading="Technical Specifications" tone="subtle">
        <SpecTable specs={product.specs} />
      </DetailSection>
      <DetailSection id="use-cases" heading="Common Use Cases">
        <CardGrid
          items={product.useCases}
          marker={(_useCase, index) => (
            <span className="card__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          )}
        />
      </DetailSection>
      <ContactBand
        heading={`Interested in the ${product.name}?`}
        text="Ask for a demonstration, pricing or a trial, and one of our product specialists will reply within one working day."
        action="Ask about this product"
      />
    </>
  );
}

export const ErrorBoundary = NotFoundBoundary;
