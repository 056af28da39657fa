/** The SWR key of the rescue options (holdings, figures, the facial check's validity). */
export const RESCUE_OPTIONS_KEY = 'rescue-options';
