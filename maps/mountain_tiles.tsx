<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="mountain" tilewidth="32" tileheight="32" tilecount="24" columns="8">
 <image source="../sprites/tiles/mountain_tiles.png" width="256" height="96"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="snow_high"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="snow_high"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" value="snow_shade"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" value="snow_shade"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" value="groomed"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" value="rock"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="terrain" value="rock"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="terrain" value="ice"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="terrain" value="forest_dense"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="terrain" value="forest_dense"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="terrain" value="forest_sparse"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="terrain" value="forest_sparse"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="terrain" value="meadow"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="terrain" value="meadow"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="terrain" value="village"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="terrain" value="water"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="terrain" value="tree"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="terrain" value="tree"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="terrain" value="boulder"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="terrain" value="chalet"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="terrain" value="pylon"/>
  </properties>
 </tile>
</tileset>
