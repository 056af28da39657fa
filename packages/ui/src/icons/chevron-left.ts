// Written by scripts/icons.mjs from lucide-react (ISC licence); do not edit.
import { createIcon } from './createIcon';

export const ChevronLeft = /* @__PURE__ */ createIcon('chevron-left', [["path",{"d":"m15 18-6-6 6-6"}]]);
