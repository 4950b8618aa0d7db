export { ruleFromPredicate, useValidation, validate, type ValidationResult, type ValidationRule } from './validation';
