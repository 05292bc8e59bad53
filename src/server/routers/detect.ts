import {
  apiDetectInput,
  apiDetectOutput,
  demoInput,
  demoOutput,
  detectInput,
  detectOutput,
  exportReportInput,
  exportReportOutput,
} from "../../shared/schemas/detect";
import { fail } from "../errors";
import { apiKeyProcedure, protectedProcedure, publicProcedure, router } from "../trpc/init";

export const detectRouter = router({
  analyzeDemo: publicProcedure.input(demoInput).output(demoOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  analyze: protectedProcedure.input(detectInput).output(detectOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  exportReport: protectedProcedure.input(exportReportInput).output(exportReportOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  analyzeWithApiKey: apiKeyProcedure.input(apiDetectInput).output(apiDetectOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
});
