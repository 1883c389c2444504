'use client';

import { useEffect } from 'react';

declare global {
  interface Window {
    hydrated?: boolean;
  }
}

/** The test's signal that React has hydrated the page: an effect runs only in a hydrated tree. */
export function HydrationMark() {
  useEffect(() => {
    window.hydrated = true;
  }, []);
  return null;
}
