// Written by scripts/icons.mjs from lucide-react (ISC licence); do not edit.
import { createIcon } from './createIcon';

export const LoaderCircle = /* @__PURE__ */ createIcon('loader-circle', [["path",{"d":"M21 12a9 9 0 1 1-6.219-8.56"}]]);
