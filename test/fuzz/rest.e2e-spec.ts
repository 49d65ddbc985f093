/** Every REST operation of openapi/openapi.json, with generated valid, boundary and malformed requests. */
import { describeFuzz } from './suite.js';

describeFuzz('rest', 600);
