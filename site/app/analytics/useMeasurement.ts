import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { followCookieChoice, notePageView } from './consent';

/** Measures page views and vitals while the visitor's cookie choice allows it (decision 090). */
export function useMeasurement(): void {
  const { pathname } = useLocation();
  useEffect(followCookieChoice, []);
  useEffect(() => notePageView(pathname), [pathname]);
}
