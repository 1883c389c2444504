export { RadioGroup, RadioGroupItem, radioGroupVariants } from './RadioGroup';
export type { RadioGroupProps, RadioGroupItemProps, RadioOption } from './RadioGroup';
