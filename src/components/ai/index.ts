export { default as AiCallList, callMetrics, OUTCOME_COLORS } from './AiCallList';
export { default as AiGate } from './AiGate';
export { default as AiModelSelect, PriceTag } from './AiModelSelect';
export { default as AiUsageLine } from './AiUsageLine';
export { newRequestId } from './requestId';
export { useAi, type AiState } from './useAi';
