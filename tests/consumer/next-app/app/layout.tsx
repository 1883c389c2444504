// The root layout, a server component: the package's one stylesheet, imported once, and the
// cookie banner's pre-paint script in the head, as Getting Started tells an app to do.
import '@corvane/ui/styles.css';
import { COOKIE_BANNER_PREPAINT_SCRIPT } from '@corvane/ui';
import type { ReactNode } from 'react';

// No favicon request: a 404 in the console would read as an error of the page.
export const metadata = { title: 'Next.js consumer app', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <script dangerouslySetInnerHTML={{ __html: COOKIE_BANNER_PREPAINT_SCRIPT }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
