export { SelectField, type SelectFieldProps, type SelectLabelAlign, type SelectLabelPosition } from './SelectField';
export { FUZZY_THRESHOLD, normalizeOptions, type SelectOption, type SelectOptionInput } from './select-options';
