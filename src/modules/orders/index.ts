/** Decisions owed and the orders that answer them. */
export { OrdersModule } from './orders.module.js';
export { DecisionDto } from './decision.dto.js';
