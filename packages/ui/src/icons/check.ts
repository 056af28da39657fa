// Written by scripts/icons.mjs from lucide-react (ISC licence); do not edit.
import { createIcon } from './createIcon';

export const Check = /* @__PURE__ */ createIcon('check', [["path",{"d":"M20 6 9 17l-5-5"}]]);
