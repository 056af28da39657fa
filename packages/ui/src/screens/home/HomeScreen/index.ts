export {
  HOME_TITLE,
  HomeScreen,
  yearlyUpdateNotice,
  type HomeAction,
  type HomeNotice,
  type HomeScreenProps,
  type HomeStep,
} from './HomeScreen';
