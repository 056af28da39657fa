// Written by scripts/icons.mjs from lucide-react (ISC licence); do not edit.
import { createIcon } from './createIcon';

export const Plus = /* @__PURE__ */ createIcon('plus', [["path",{"d":"M5 12h14"}],["path",{"d":"M12 5v14"}]]);
