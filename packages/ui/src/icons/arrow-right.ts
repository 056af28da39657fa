// Written by scripts/icons.mjs from lucide-react (ISC licence); do not edit.
import { createIcon } from './createIcon';

export const ArrowRight = /* @__PURE__ */ createIcon('arrow-right', [["path",{"d":"M5 12h14"}],["path",{"d":"m12 5 7 7-7 7"}]]);
