import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { portalConfig } from './config';
import { router } from './router';
import './styles.css';

// The brand is chosen by the deployment; every component follows through CSS variables.
document.documentElement.dataset.brand = portalConfig.brand;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
