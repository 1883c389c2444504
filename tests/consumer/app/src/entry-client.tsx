import '@corvane/ui/styles.css';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

declare global {
  interface Window {
    hydrated?: boolean;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
hydrateRoot(
  root,
  <App
    onHydrated={() => {
      window.hydrated = true;
    }}
  />,
);
