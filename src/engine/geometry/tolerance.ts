/**
 * The one tolerance of the kit, in table units (Klicks, inches, ...). Stratoyager fixes it at 1e-9
 * (SY-GEO-4..6); using the same value everywhere keeps the rulesets' boundary cases consistent.
 */
export const GEOMETRY_EPSILON = 1e-9;
