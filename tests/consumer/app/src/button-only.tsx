// The smallest consumer: one component and the stylesheet. Its bundle must hold Button (and the
// Spinner its loading state shows), none of the other components.
import '@corvane/ui/styles.css';
import { Button } from '@corvane/ui';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<Button onClick={() => alert('Hello')}>Hello</Button>);
