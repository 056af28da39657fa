// Written by scripts/icons.mjs from lucide-react (ISC licence); do not edit.
import { createIcon } from './createIcon';

export const Circle = /* @__PURE__ */ createIcon('circle', [["circle",{"cx":"12","cy":"12","r":"10"}]]);
