/**
 * Readable turn summaries, map pictures and signed read-only links to them. Other modules (the
 * webhooks) use `ReportsService.turnReport`: a turn's summary and a signed map PNG link.
 */
export { ReportsModule } from './reports.module.js';
export { ReportsService, type TurnReport, type ViewedSummary } from './reports.service.js';
export { PNG_SIGNATURE, pngRenderer, pngSize, type SvgToPng } from './map-png.js';
