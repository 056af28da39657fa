export {
  ClientDataFrame,
  frameOf,
  type ClientDataFrameProps,
  type ClientDataFrameState,
} from './ClientDataFrame';
