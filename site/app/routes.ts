import { index, route, type RouteConfig } from '@react-router/dev/routes';

// The route table of spec 2.1, in its order.
export default [
  index('routes/home.tsx'),
  route('loginsignup', 'routes/login-signup.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('terms', 'routes/legal.tsx', { id: 'terms' }),
  route('privacy', 'routes/legal.tsx', { id: 'privacy' }),
  route('cookies', 'routes/cookies.tsx'),
  // Where the links in newsletter mails lead (issue 22): each says what the link did.
  route('newsletter/confirm', 'routes/newsletter-link.tsx', { id: 'newsletter-confirm' }),
  route('newsletter/unsubscribe', 'routes/newsletter-link.tsx', { id: 'newsletter-unsubscribe' }),
  route('web-development', 'routes/short-page.tsx', { id: 'web-development' }),
  route('ai-ml', 'routes/short-page.tsx', { id: 'ai-ml' }),
  route('cybersecurity', 'routes/short-page.tsx', { id: 'cybersecurity' }),
  route('ai-innovation-hub', 'routes/short-page.tsx', { id: 'ai-innovation-hub' }),
  route('products/:slug', 'routes/product.tsx'),
  // QA services has a page of its own (spec 2.18); the other twelve share one (2.17).
  route('services/qa-services', 'routes/qa-services.tsx'),
  route('services/:slug', 'routes/service.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
