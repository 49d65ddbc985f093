/** Every root field of schema.gql, with generated arguments, selections and hostile documents. */
import { describeFuzz } from './suite.js';

describeFuzz('graphql', 400);
