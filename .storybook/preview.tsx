import type { Decorator, Preview } from '@storybook/react-vite';
import { COMMAND_LINE_RUN } from './command-line-run';
import './preview.css';

export const BRANDS = ['quipu', 'totora'] as const;

/** Applies the chosen brand to the root element: brands are CSS variables only. */
const withBrand: Decorator = (Story, context) => {
  const brand = (context.globals.brand as string | undefined) ?? 'quipu';
  document.documentElement.dataset.brand = brand;
  document.documentElement.lang = 'es-PE';
  // Stories render inside a padded frame unless they fill the screen themselves.
  if (context.parameters.layout === 'fullscreen') return Story();
  return <div className="p-6">{Story()}</div>;
};

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Marca',
      toolbar: {
        title: 'Marca',
        icon: 'paintbrush',
        items: [
          { value: 'quipu', title: 'Quipu (por defecto)' },
          { value: 'totora', title: 'Totora (marca hermana)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'quipu' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      // Any WCAG 2.2 AA violation fails the story's test.
      test: 'error',
      options: {
        // axe would fetch and parse every stylesheet again for each story, for one rule: CSS
        // that locks the orientation (WCAG 1.3.4). The stylesheet is the same for every story,
        // and the end-to-end checks run that rule on the built portal's screens.
        preload: false,
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
        // Under `vitest run`, every element only of the violations, which are what fail a story,
        // and one of each passed rule: about a sixth of axe's time.
        ...(COMMAND_LINE_RUN ? { resultTypes: ['violations'] } : {}),
      },
    },
    viewport: {
      options: {
        phone: {
          name: 'Teléfono (390)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tableta (768)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Escritorio (1280)',
          styles: { width: '1280px', height: '1000px' },
          type: 'desktop',
        },
      },
      // Tests render every story in the window its desktop shot is taken in.
      defaultViewport: 'desktop',
    },
  },
  tags: ['autodocs'],
};

export default preview;
