import type { AnalysisReport } from "./analysis-report";

/**
 * Builds the PDF reports. The server's thread only asks for one: with an
 * engine pool the PDF is drawn in a worker thread (src/server/workers), so
 * laying out a long report never holds other requests.
 */
export interface ReportMaker {
  analysisPdf(report: AnalysisReport): Promise<Uint8Array>;
}

/** The reports drawn in the calling thread (ENGINE_WORKERS=0, tests, the worker itself). */
export async function createInThreadReports(): Promise<ReportMaker> {
  const { buildAnalysisReport } = await import("./analysis-report");
  return { analysisPdf: async (report) => buildAnalysisReport(report) };
}
