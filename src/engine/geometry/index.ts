/**
 * The shared geometry kit of the pure engine: vectors, headings (clock, compass, degrees), arcs,
 * distances, circles and polygons for line of sight, hex grids and the table rectangle.
 * Everything but degrees.ts is free of trigonometry (SY-GEO-3).
 */
export { GEOMETRY_EPSILON } from './tolerance.js';
export {
  ZERO,
  add,
  cross,
  distance,
  distanceSquared,
  dot,
  length,
  lengthSquared,
  lerp,
  negate,
  normalize,
  scale,
  sub,
  vec,
  vecEquals,
  type Vec,
} from './vector.js';
export { isCloserThan, isWithinDistance } from './distance.js';
export {
  clockwiseSteps,
  defineRose,
  headingDirection,
  headingSeparation,
  moveAlongHeading,
  nearestHeading,
  normalizeHeading,
  oppositeHeading,
  relativeBearing,
  turnHeading,
  type CompassRose,
} from './rose.js';
export { CLOCK, HALF_ROOT_THREE } from './clock.js';
export { COMPASS_6, COMPASS_8, HALF_ROOT_TWO } from './compass.js';
export { isInClosedArc, isInOpenArc } from './arcs.js';
export {
  ANGLE_EPSILON_DEGREES,
  bearingDegrees,
  compassBearingDegrees,
  degreesBetween,
  directionOfDegrees,
  isWithinArcDegrees,
  moveAlongDegrees,
  normalizeDegrees,
  offAxisDegrees,
  relativeCompassBearing,
  signedDegreesBetween,
  swapDegreesConvention,
} from './degrees.js';
export {
  canonicalSegment,
  closestPointOnSegment,
  distanceSquaredToSegment,
  projectOntoSegment,
  segment,
  segmentDistanceSquared,
  segmentsIntersect,
  type Segment,
} from './segment.js';
export {
  isPointInCircle,
  isPointInCircleInterior,
  segmentEntersCircleInterior,
  segmentIntersectsCircle,
  type Circle,
} from './circle.js';
export {
  isPointInPolygon,
  isPointInPolygonInterior,
  isSimplePolygon,
  locatePointInPolygon,
  polygonEdges,
  polygonSignedArea,
  type PointLocation,
  type Polygon,
} from './polygon.js';
export { segmentEntersPolygonInterior, segmentIntersectsPolygon } from './polygon-segment.js';
export {
  isPointInShape,
  isPointInShapeInterior,
  segmentEntersShapeInterior,
  segmentIntersectsShape,
  type Shape,
} from './shape.js';
export { hasLineOfSight } from './line-of-sight.js';
export {
  HEX_DIRECTIONS,
  axial,
  axialToCube,
  cubeRound,
  cubeToAxial,
  hexAdd,
  hexAtPoint,
  hexCenter,
  hexDistance,
  hexEquals,
  hexScale,
  hexSubtract,
  type Axial,
  type Cube,
} from './hex.js';
export { hexLine } from './hex-line.js';
export {
  RECTANGLE_EDGES,
  distanceFromEdge,
  edgeInwardNormal,
  isPointInRectangle,
  segmentExitFromRectangle,
  type Rectangle,
  type RectangleEdge,
  type RectangleExit,
} from './rectangle.js';
