import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { WORD_LIMITS } from "../../../shared/limits";
import { PATHS } from "../../../shared/paths";
import { countWords } from "../../../shared/word-count";
import { httpStatusOf } from "../../lib/errors";
import { DEMO_LIMIT_REACHED } from "../auth/register-reasons";
import { useTRPC } from "../../trpc";

const TOO_MANY_REQUESTS = 429;

/** The demo's hourly allowance is used up: the visitor is sent to sign up instead of shown an error, and the register page says why. */
export function isDemoRateLimited(error: unknown): boolean {
  return httpStatusOf(error) === TOO_MANY_REQUESTS;
}

function demoCanAnalyze(words: number, loading: boolean): boolean {
  return !loading && words > 0 && words <= WORD_LIMITS.demo;
}

/** The landing page's free demo: the visitor's text and its analysis, which needs no account. */
export function useDemoAnalysis() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const demo = useMutation(
    trpc.detect.analyzeDemo.mutationOptions({
      onError: (error) => {
        if (isDemoRateLimited(error)) navigate(PATHS.register, { state: DEMO_LIMIT_REACHED });
      },
    }),
  );
  const words = countWords(text);
  const loading = demo.isPending;
  const canAnalyze = demoCanAnalyze(words, loading);

  const edit = (next: string) => {
    setText(next);
    // A result belongs to the text it was computed for; editing makes it stale.
    if (demo.data || demo.error) demo.reset();
  };

  const analyze = () => {
    if (canAnalyze) demo.mutate({ detect_text: text });
  };

  return { text, edit, words, loading, canAnalyze, analyze, result: demo.data, error: demo.error };
}
