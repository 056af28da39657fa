// Written by scripts/icons.mjs from lucide-react (ISC licence); do not edit.
import { createIcon } from './createIcon';

export const FileUp = /* @__PURE__ */ createIcon('file-up', [["path",{"d":"M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z"}],["path",{"d":"M14 2v5a1 1 0 0 0 1 1h5"}],["path",{"d":"M12 12v6"}],["path",{"d":"m15 15-3-3-3 3"}]]);
