import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/product';
import { PageHeader } from '../components/PageHeader';
import { findProduct } from '../content/products';
import { pageMeta } from '../meta';
import { NotFoundContent, notFoundMeta } from './not-found';

export const meta = ({ params }: Route.MetaArgs) => {
  const product = findProduct(params.slug);
  return product
    ? pageMeta({ title: product.name, description: product.description })
    : notFoundMeta();
};

export default function ProductPage({ params }: Route.ComponentProps) {
  const product = findProduct(params.slug);
  if (!product) return <NotFoundContent />;
  return (
    <PageHeader
      heading={product.name}
      intro={product.description}
      eyebrow={
        <>
          <Link to="/#products" className="back-link">
            <ArrowLeft aria-hidden="true" size={16} /> Back to Products
          </Link>
          <span className="page-header__label">{product.category}</span>
        </>
      }
    />
  );
}
