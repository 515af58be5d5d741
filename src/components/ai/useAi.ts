import { useEffect } from 'react';
import { useDispatch, useSelector } from 'umi';
import type { AiModel, AiUsage } from '@/contract/ai';
import type { RootState } from '@/models/rootState';

export interface AiState {
  models: AiModel[];
  usage: AiUsage | null;
  signedIn: boolean;
  /** null while unknown (models and usage still loading). */
  configured: boolean | null;
  loading: boolean;
  defaultModel: AiModel | undefined;
}

/**
 * The AI offer of this server for the current caller: models (with prices) and the allowance. Loads
 * both on mount and the allowance again when the caller signs in or out.
 */
export function useAi(): AiState {
  const dispatch = useDispatch();
  const models = useSelector((s: RootState) => s.codeGenerate.models);
  const usage = useSelector((s: RootState) => s.codeGenerate.aiUsage);
  const signedIn = useSelector((s: RootState) => s.user.signedIn);
  const loading = useSelector(
    (s: RootState) =>
      Boolean(s.loading.effects['codeGenerate/fetchModels']) ||
      Boolean(s.loading.effects['codeGenerate/fetchAiUsage']),
  );

  useEffect(() => {
    dispatch({ type: 'codeGenerate/fetchModels' });
  }, [dispatch]);
  useEffect(() => {
    dispatch({ type: 'codeGenerate/fetchAiUsage' });
  }, [dispatch, signedIn]);

  // Without an allowance (its call failed) the model list alone says whether AI is on.
  const configured = usage
    ? usage.configured && models.length > 0
    : loading
      ? null
      : models.length > 0;
  return {
    models,
    usage,
    signedIn,
    configured,
    loading,
    defaultModel: models.find((m) => m.isDefault) ?? models[0],
  };
}
