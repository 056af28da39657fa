export {
  ChoiceCards,
  type ChoiceCardOption,
  type ChoiceCardsProps,
  type MultipleChoiceCardsProps,
  type SingleChoiceCardsProps,
} from './ChoiceCards';
