// Written by scripts/icons.mjs from lucide-react (ISC licence); do not edit.
import { createIcon } from './createIcon';

export const ChevronDown = /* @__PURE__ */ createIcon('chevron-down', [["path",{"d":"m6 9 6 6 6-6"}]]);
